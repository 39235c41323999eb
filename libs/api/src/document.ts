/** Where the contract lives on disk, for Node consumers (the server, the code generator, tests). */
export const openApiDocumentUrl = new URL('../openapi.yaml', import.meta.url);
