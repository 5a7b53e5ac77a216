// The contract at the edge: the document read once, its compiled validator, its operations as routes, the keyless
// ones, and the methods each path allows (HEAD and OPTIONS, D19). The only door of this folder.
export { allowedMethods, answerOptions, headAsGet, refuseUnservedOnPublicPaths } from './allowed-methods.js';
export { contractDocument } from './contract-document.js';
export { contractValidator } from './contract-validator.js';
export { publicPaths, publicRoutes } from './public-routes.js';
