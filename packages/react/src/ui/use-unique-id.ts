// The views' way to the provider's id hook (feature folders reach the provider only through ui/).
export { useUniqueId } from '../provider/unique-id.js';
