import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

// leaflet.markercluster is a UMD plug-in that extends the global `L`: it must exist before the
// plug-in module runs, so this module is imported first wherever clustering is used.
(window as unknown as { L: typeof L }).L = L;

export default L;
