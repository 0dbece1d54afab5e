// Async boundary: lets federation negotiate the shared singletons before React starts.
import('./bootstrap');
