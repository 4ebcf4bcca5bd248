// Replaced by the real page; until then the placeholder keeps the route working.
export { ConfirmationRequiredPage } from './placeholder-pages';
