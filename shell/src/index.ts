// Async boundary: lets federation negotiate the shared singletons before React starts. (In
// production the page loads this entry just after its first paint: see BootAfterPaintPlugin.)
import('./bootstrap');
