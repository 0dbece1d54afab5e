import { renderStandalone } from '@site/shared/standalone';
import RemoteRoutes from './routes';

renderStandalone('marketing', RemoteRoutes);
