import { renderStandalone } from '@site/shared/standalone';
import RemoteRoutes from './routes';

renderStandalone('admin', RemoteRoutes);
