import { ScrapersScreen } from '../scrapers/ScrapersScreen';

export default ScrapersScreen;
