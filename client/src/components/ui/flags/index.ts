import trFlag from './tr.svg';
import usFlag from './us.svg';

/** Flag images by flag code (spec 000 §2: en shows us, tr shows tr). */
export const FLAG_IMAGES: Record<string, string> = { us: usFlag, tr: trFlag };
