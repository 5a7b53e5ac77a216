// Generated from openapi/site.yaml by `npm run generate` (openapi-typescript).
// Do not edit: change the contract and run the command again.
export interface paths {
    "/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Index for agents
         * @description The index for agents in the llmstxt.org format: a `# name` heading, a `> ` summary
         *     line, then `##` sections whose lines read `- [Title](absolute URL): description`,
         *     one line per document of the site.
         */
        get: operations["getLlmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/llms-full.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full corpus
         * @description Every text document listed in `/llms.txt`, concatenated in the same order, each
         *     headed by a `Source:` line with its absolute URL. One fetch gives an agent the
         *     whole manual, the format specification and the API digests.
         */
        get: operations["getLlmsFullTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{slug}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manual page
         * @description One page of the manual as Markdown source, headed by its title. Presentation
         *     blocks such as notes, warnings and tabs are replaced by what they wrap.
         */
        get: operations["getDocPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/search.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search index
         * @description One record per section of every page, cut at second-level headings, in page order
         *     and then section order. The index carries no ranking; a client ranks the records
         *     however it likes.
         */
        get: operations["getSearchIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai-rules.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rules for coding agents
         * @description The rules block that `folio agent-install` writes into a repository's agent
         *     instructions, as Markdown with the site's base URL filled in.
         */
        get: operations["getAiRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spec.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Docs package format
         * @description The format specification as Markdown: the chunk-id grammar, the path-escape rule,
         *     the meaning of every manifest field, and the full grammar of the compact digest
         *     notation.
         */
        get: operations["getSpec"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manifest.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Package manifest
         * @description The manifest of this docs package: its name, version and base URL, every page with
         *     its chunks and their token counts, and the APIs it describes. It conforms to
         *     `/schema/v1.json`.
         */
        get: operations["getManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schema/v1.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manifest schema
         * @description The JSON Schema (draft 2020-12) that `/manifest.json` conforms to. The version in
         *     the path changes only when a manifest that used to be valid would no longer be.
         */
        get: operations["getManifestSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/benchmarks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Benchmark run
         * @description The latest benchmark run, copied verbatim from the results file that `folio bench`
         *     writes: cold-start latency of `folio ask` beside a bare runtime start, and the
         *     token cost of answers against the size of the corpus.
         */
        get: operations["getBenchmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coverage.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coverage run
         * @description The latest coverage run of `folio coverage`: for each library measured, how many
         *     of its exported names its own documentation mentions.
         */
        get: operations["getCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api.compact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site API digest
         * @description The whole API of this site in the compact digest notation defined in `/spec.md`:
         *     every route with its inputs, responses, failures and referenced types.
         */
        get: operations["getApiCompact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{api}.compact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API digest
         * @description An API that the manual documents in the compact digest notation, under the API's name:
         *     every operation with its inputs, responses, failures and referenced types, in a
         *     fraction of the tokens of the JSON. In folio's own site it is `/api/invoicing.compact`
         *     (`/api/example.compact` until version 2.0.0 of this contract, which serves the same
         *     file again since 2.1.0).
         */
        get: operations["getExampleApiCompact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Site API description
         * @description The OpenAPI 3.1 description of this site's routes, the document this digest and
         *     the site itself are built from, as JSON.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{api}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API description
         * @description The OpenAPI 3.1 document of an API that the manual documents, as JSON, under the API's
         *     name: `/api/invoicing.json` in folio's own site (`/api/example.json` until version 2.0.0
         *     of this contract, which serves the same file again since 2.1.0), and each contract's own
         *     name in a site built from other contracts, with its other files bundled in and an
         *     OpenAPI 3.0 document upgraded to 3.1.
         */
        get: operations["getExampleApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/example.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoicing API description, under its first name
         * @description The same file as `/api/invoicing.json`, byte for byte, under the name it had in
         *     version 1.0.0 of this contract; served again since 2.1.0, so that a link or an agent
         *     written for 1.0.0 still finds it. `/llms.txt` lists `/api/invoicing.json` only.
         */
        get: operations["getExampleJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/example.compact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoicing API digest, under its first name
         * @description The same file as `/api/invoicing.compact`, byte for byte, under the name it had in
         *     version 1.0.0 of this contract; served again since 2.1.0, so that a link or an agent
         *     written for 1.0.0 still finds it. `/llms.txt` lists `/api/invoicing.compact` only.
         */
        get: operations["getExampleCompact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/{operationId}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operation digest
         * @description The digest of one operation of this site as Markdown: base URL, credential, inputs
         *     with types, responses, failures and referenced types in the compact notation, and a
         *     runnable request example.
         */
        get: operations["getOperationDigest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Landing page
         * @description The landing page as HTML, from the file `index.html`: what the site documents, the
         *     quick start, and links to every manual page, the API reference and the files for
         *     agents.
         */
        get: operations["getHomePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{slug}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manual page as HTML
         * @description One page of the manual as HTML, from the file `docs/{slug}/index.html`, rendered from
         *     the same parsed Markdown as `/docs/{slug}.md`: presentation blocks become notes,
         *     warnings and tabs, headings carry the anchors of the search records, and the page
         *     links its Markdown twin with `<link rel="alternate" type="text/markdown">`.
         */
        get: operations["getDocPageHtml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API reference index
         * @description The overview of one API's reference as HTML, from the file
         *     `reference/{api}/index.html`: its description, its servers, and its operations
         *     grouped by tag.
         */
        get: operations["getApiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/{operationId}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operation reference page
         * @description The reference page of one operation as HTML, from the file
         *     `reference/{api}/{operationId}/index.html`: method, path and description, every
         *     parameter and body field, every response and failure with its schema, the error
         *     types, and curl and typed-client samples generated from the contract.
         */
        get: operations["getOperationPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/webhooks/{webhook}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook reference page
         * @description The reference page of one webhook of an API (a request the API makes to your
         *     endpoint, under the contract's `webhooks`) as HTML, from the file
         *     `reference/{api}/webhooks/{webhook}/index.html`: its headers, every body field, the
         *     answers it expects, and the contract's example body.
         */
        get: operations["getWebhookPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/schemas/{schema}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schema reference page
         * @description The reference page of one schema of an API's `components` as HTML, from the file
         *     `reference/{api}/schemas/{schema}/index.html`: its description, type, bounds, every
         *     field with nested fields, and the operations that use it.
         */
        get: operations["getSchemaPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/index.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Landing page as Markdown
         * @description The Markdown twin of the landing page, written from the same page model as `/`: the
         *     summary, the quick start, and links to the Markdown twins of every manual page and of
         *     the API reference. The landing page links it with `<link rel="alternate" type="text/markdown">`
         *     and its "Copy page as Markdown" button copies it.
         */
        get: operations["getHomePageMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API reference index as Markdown
         * @description The Markdown twin of `/reference/{api}/`, written from the same page model: the API's
         *     description, its servers, and its operations grouped by tag, linked to their own twins.
         */
        get: operations["getApiReferenceMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/{operationId}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operation reference page as Markdown
         * @description The Markdown twin of `/reference/{api}/{operationId}/`, written from the same page
         *     model: method and path, every parameter and body field as a table, every response,
         *     the error types and the request samples. The operations of this site's own API have
         *     their digests at `/api/{operationId}.md` as their twins instead.
         */
        get: operations["getOperationPageMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/webhooks/{webhook}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhook reference page as Markdown
         * @description The Markdown twin of `/reference/{api}/webhooks/{webhook}/`, written from the same
         *     page model: its headers and body fields as tables, the answers it expects, and the
         *     example body.
         */
        get: operations["getWebhookPageMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/{api}/schemas/{schema}.md": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schema reference page as Markdown
         * @description The Markdown twin of `/reference/{api}/schemas/{schema}/`, written from the same page
         *     model: the schema's description, type and bounds, every field as a table, and the
         *     operations that use it.
         */
        get: operations["getSchemaPageMarkdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/site.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stylesheet
         * @description The one stylesheet of the HTML pages: light and dark themes, the layout down to
         *     360 px wide, and the colours of the code highlighting, which happens at build time.
         */
        get: operations["getStylesheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/site.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Script
         * @description The script of every HTML page, which only enhances them: search over
         *     `/docs/search.json` in the browser, the theme toggle, and copy buttons. Every page
         *     is readable without it.
         */
        get: operations["getScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/try-it.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Try it script
         * @description The script of the Try it panels, loaded by the operation pages that have one only: it
         *     sends the request the reader fills in with `fetch` to the base URL they pick, with a
         *     test key kept in `sessionStorage`, and shows the status, headers and body of the answer.
         */
        get: operations["getTryItScript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where Try it sends
         * @description The API the Try it panels send to by default. A built site says none (`null`): the
         *     panels then offer the contract's servers. A server that runs an API beside the site
         *     (`folio serve --site` in the sandbox) answers with that API's base URL instead, and with
         *     the values of records that API has (its demo customer), which the panels prefill.
         */
        get: operations["getSandboxLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap
         * @description The absolute URL of every HTML page in the sitemaps.org format, in reading order.
         */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Robots rules
         * @description Allows every crawler everywhere and names the sitemap's absolute URL.
         */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/index.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser search manifest
         * @description The small file the pages' search reads first: how many records the index holds and
         *     how many of them measure a term's rarity, how many records each chunk file holds, and the keys of the term shards (shard `i` holds
         *     the terms that begin with key `i` and with no longer key). A query then fetches only
         *     the shards of its terms and the chunks of the results it shows.
         */
        get: operations["getBrowserSearchManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/terms/{shard}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser search shard
         * @description The postings of the terms of one shard. Each term maps to its number of records, then
         *     per record the gap from the previous record's number and the term's weighted frequency
         *     in hundredths (title, heading and text weighted and normalized by length). A term in
         *     very many records lists only those where it weighs most.
         */
        get: operations["getBrowserSearchShard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/records/{chunk}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Browser search records
         * @description A run of consecutive records of the browser search: for each, the package path of its
         *     page, the fragment, the page title, the heading and the start of its text, from which
         *     the result list cuts an excerpt.
         */
        get: operations["getBrowserSearchChunk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assets/favicon.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Icon
         * @description The site's icon, which every page names in its head.
         */
        get: operations["getFavicon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/404.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Not-found page
         * @description The page, in the site's layout, that a static host serves (with status 404) for a path
         *     it does not have; `folio preview` serves it so to a client that accepts HTML. Its links
         *     start from the root of the base URL's path, as it is served at any depth.
         */
        get: operations["getNotFoundPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description What the browser search reads first.
         * @example {
         *       "version": 1,
         *       "records": 40,
         *       "rarity": 30,
         *       "chunk": 16,
         *       "shards": [
         *         "a",
         *         "b"
         *       ]
         *     }
         */
        BrowserSearchManifest: {
            /** @description Raised when the shape of the search files changes. */
            version: number;
            /** @description How many records the index holds. */
            records: number;
            /** @description How many of the first records (the manual's sections; the reference's operations, events and schemas follow) a term's rarity is measured over. */
            rarity: number;
            /** @description How many records each file of `/search/records/` holds. */
            chunk: number;
            /** @description The key of each shard, in shard order; a term lives in the shard of the longest key it begins with. */
            shards: string[];
        };
        /**
         * @description Term -> its number of records, then pairs of record-number gap and weighted frequency in hundredths.
         * @example {
         *       "cursor": [
         *         2,
         *         3,
         *         180,
         *         4,
         *         95
         *       ],
         *       "customer": [
         *         2,
         *         12,
         *         240,
         *         30,
         *         85
         *       ]
         *     }
         */
        BrowserSearchShard: {
            [key: string]: number[];
        };
        /**
         * @description Consecutive records of the browser search.
         * @example [
         *       [
         *         "docs/pagination/index.html",
         *         "cursors-are-opaque-and-bound-to-their-filters",
         *         "Pagination",
         *         "Cursors are opaque and bound to their filters",
         *         "A cursor is only good for the list and filters that produced it."
         *       ]
         *     ]
         */
        BrowserSearchChunk: [
            string,
            string,
            string,
            string,
            string
        ][];
        /**
         * @description The search index of the site.
         * @example {
         *       "version": 1,
         *       "records": [
         *         {
         *           "slug": "getting-started",
         *           "title": "Getting started",
         *           "heading": "Install and start the sandbox",
         *           "anchor": "install-and-start-the-sandbox",
         *           "text": "You need Node.js 20.19 or later (or 22 and later) and npm."
         *         }
         *       ]
         *     }
         */
        SearchIndex: {
            /** @description The version of the record shape, raised when a record changes in a way a reader would notice. */
            version: number;
            /** @description One record per section, in page order and then section order. */
            records: components["schemas"]["SearchRecord"][];
        };
        /**
         * @description One section of one page.
         * @example {
         *       "slug": "getting-started",
         *       "title": "Getting started",
         *       "heading": "Install and start the sandbox",
         *       "anchor": "install-and-start-the-sandbox",
         *       "text": "You need Node.js 20.19 or later (or 22 and later) and npm."
         *     }
         */
        SearchRecord: {
            /** @description The page's slug; the page is at `/docs/{slug}.md`. */
            slug: string;
            /** @description The page's title. */
            title: string;
            /** @description The section's heading; the page title for the lead section above the first second-level heading. */
            heading: string;
            /** @description The section's fragment on the page (a GitHub heading slug); empty for the lead section. */
            anchor: string;
            /** @description The section's words with the Markdown syntax removed. */
            text: string;
        };
        /**
         * @description The base URL that the Try it panels send to unless the reader picks another.
         * @example {
         *       "baseUrl": "http://127.0.0.1:8080/v2",
         *       "values": {
         *         "customer_id": "cus_3kTq9WmZ2rX7bN4pL8vYc1"
         *       }
         *     }
         */
        SandboxLink: {
            /**
             * Format: uri
             * @description An API's base URL, ending where the contract's paths begin (`.../v2`); null when no API runs beside the site.
             */
            baseUrl: string | null;
            /**
             * @description Values that exist in that API, by the name of the field or parameter that takes them (a
             *     sandbox's demo customer as `customer_id`). The Try it panels put them in place of the
             *     contract's examples while the base URL is this one, so that a first request names
             *     records the API has. Absent when there are none.
             */
            values?: {
                [key: string]: string;
            };
        };
        /**
         * @description One benchmark run of `folio bench`. Every timing is in milliseconds.
         * @example {
         *       "latency": {
         *         "coldAsk": {
         *           "n": 40,
         *           "p50": 57.55,
         *           "p95": 67.36,
         *           "min": 53.39,
         *           "max": 74.81
         *         },
         *         "nodeBaseline": {
         *           "n": 40,
         *           "p50": 50.29,
         *           "p95": 62.17,
         *           "min": 46.27,
         *           "max": 77.53
         *         }
         *       },
         *       "context": {
         *         "corpusTokens": 58273,
         *         "queries": [
         *           {
         *             "query": "How do I revoke an API key?",
         *             "tokens": 938
         *           }
         *         ]
         *       }
         *     }
         */
        BenchmarkRun: {
            /** @description Cold-start timings, in milliseconds. */
            latency: {
                /** @description Wall-clock time of a complete `folio ask` run, from process start to exit, in milliseconds. */
                coldAsk?: components["schemas"]["Timing"];
                /** @description Wall-clock time of a bare runtime start (`node -e ''`), kept separate as the floor, in milliseconds. */
                nodeBaseline?: components["schemas"]["Timing"];
            };
            /** @description What an answer costs in tokens (o200k_base) against the size of the corpus. */
            context: {
                /** @description Tokens of the whole corpus (`/llms-full.txt`). */
                corpusTokens?: number;
                /** @description The tokens of the answer to each benchmark query. */
                queries?: {
                    /** @description The question asked. */
                    query?: string;
                    /** @description Tokens of the answer. */
                    tokens?: number;
                }[];
            };
            /** @description The same documentation fetched over the web, for comparison. */
            network?: {
                /** @description Estimated tokens of fetching the same documentation as web pages. */
                estimatedTokens?: number;
            };
        };
        /**
         * @description Summary of repeated timings. Every value except `n` is in milliseconds.
         * @example {
         *       "n": 40,
         *       "p50": 57.55,
         *       "p95": 67.36,
         *       "min": 53.39,
         *       "max": 74.81
         *     }
         */
        Timing: {
            /** @description The number of runs. */
            n: number;
            /** @description The median, in milliseconds. */
            p50: number;
            /** @description The 95th percentile, in milliseconds. */
            p95: number;
            /** @description The fastest run, in milliseconds. */
            min: number;
            /** @description The slowest run, in milliseconds. */
            max: number;
        };
        /**
         * @description One run of `folio coverage` over installed libraries.
         * @example {
         *       "targets": [
         *         {
         *           "library": "@folio/client",
         *           "version": "2.0.0",
         *           "coverage": {
         *             "names": 23,
         *             "documented": 23,
         *             "undocumented": 0,
         *             "onDisk": 0,
         *             "marked": 0
         *           }
         *         }
         *       ]
         *     }
         */
        CoverageRun: {
            /** @description One entry per library measured. */
            targets: components["schemas"]["LibraryCoverage"][];
        };
        /**
         * @description How much of one library's exported surface its own documentation covers.
         * @example {
         *       "library": "@folio/client",
         *       "version": "2.0.0",
         *       "coverage": {
         *         "names": 23,
         *         "documented": 23,
         *         "undocumented": 0,
         *         "onDisk": 0,
         *         "marked": 0
         *       }
         *     }
         */
        LibraryCoverage: {
            /** @description The package name. */
            library: string;
            /** @description The installed version measured. */
            version: string;
            /** @description Counts of exported names; each is optional. */
            coverage: {
                /** @description Names published by the entry points of the package's exports map. */
                names?: number;
                /** @description Names mentioned in the library's own documentation. */
                documented?: number;
                /** @description Names not mentioned in the documentation. */
                undocumented?: number;
                /** @description Undocumented names that the installed build declares. */
                onDisk?: number;
                /** @description The same count as `onDisk`, leaving out names marked internal by convention. */
                marked?: number;
            };
        };
        /**
         * @description The manifest of a docs package, served as `/manifest.json`.
         * @example {
         *       "name": "folio",
         *       "version": "0.1.0",
         *       "summary": "Contract-first API toolkit: an invoicing service, its typed client and a reference site, all driven by hand-written OpenAPI 3.1 contracts.",
         *       "baseUrl": "https://docs.folio.example",
         *       "tokenizer": "o200k_base",
         *       "pages": [
         *         {
         *           "slug": "getting-started",
         *           "title": "Getting started",
         *           "description": "Install folio, start the sandbox invoicing API and this reference site on your machine, and make a first request.",
         *           "order": 10,
         *           "path": "docs/getting-started.md",
         *           "tokens": 1273,
         *           "chunks": [
         *             {
         *               "id": "getting-started",
         *               "heading": "Getting started",
         *               "anchor": "",
         *               "startLine": 1,
         *               "endLine": 4,
         *               "tokens": 102
         *             }
         *           ]
         *         }
         *       ],
         *       "apis": [
         *         {
         *           "name": "site",
         *           "title": "folio reference site",
         *           "version": "2.0.0",
         *           "openapi": "openapi.json",
         *           "compact": "api.compact",
         *           "operations": [
         *             {
         *               "id": "getLlmsTxt",
         *               "method": "GET",
         *               "path": "/llms.txt",
         *               "digest": "api/getLlmsTxt.md"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        Manifest: {
            /** @description The package's name. */
            name: string;
            /** @description The version of the documented software. */
            version: string;
            /** @description One line that says what the package documents; the summary line of `/llms.txt`. */
            summary?: string;
            /**
             * Format: uri
             * @description The absolute URL the package is served from, without a trailing slash. Every path in the manifest is relative to it.
             */
            baseUrl: string;
            /**
             * @description The tokenizer that every `tokens` count uses.
             * @constant
             */
            tokenizer: "o200k_base";
            /** @description The manual pages in reading order. */
            pages: components["schemas"]["ManifestPage"][];
            /** @description The APIs the package describes. */
            apis: components["schemas"]["ManifestApi"][];
        };
        /**
         * @description One manual page.
         * @example {
         *       "slug": "getting-started",
         *       "title": "Getting started",
         *       "description": "Install folio, start the sandbox invoicing API and this reference site on your machine, and make a first request.",
         *       "order": 10,
         *       "path": "docs/getting-started.md",
         *       "tokens": 1273,
         *       "chunks": [
         *         {
         *           "id": "getting-started",
         *           "heading": "Getting started",
         *           "anchor": "",
         *           "startLine": 1,
         *           "endLine": 4,
         *           "tokens": 102
         *         }
         *       ]
         *     }
         */
        ManifestPage: {
            slug: components["schemas"]["Slug"];
            /** @description The page's title. */
            title: string;
            /** @description One sentence that says what the page covers. */
            description: string;
            /** @description The page's position key; pages are listed by ascending order, then slug. */
            order: number;
            /** @description Where the page's Markdown is, relative to the base URL (`docs/{slug}.md`). */
            path: components["schemas"]["PackagePath"];
            /** @description Tokens of the whole page file. */
            tokens: number;
            /** @description The page's sections in order, one per search record; the first is the lead section. */
            chunks: components["schemas"]["ManifestChunk"][];
        };
        /**
         * @description One section of a page, the unit an agent loads.
         * @example {
         *       "id": "getting-started",
         *       "heading": "Getting started",
         *       "anchor": "",
         *       "startLine": 1,
         *       "endLine": 4,
         *       "tokens": 102
         *     }
         */
        ManifestChunk: {
            /** @description The chunk id, `slug#anchor`, or the bare `slug` for the lead section. */
            id: string;
            /** @description The section's heading; the page title for the lead section. */
            heading: string;
            /** @description The section's GitHub heading slug; empty for the lead section. */
            anchor: string;
            /** @description The first line of the section in the page file, counting from 1. */
            startLine: number;
            /** @description The last line of the section in the page file, inclusive. */
            endLine: number;
            /** @description Tokens of the section's lines. */
            tokens: number;
        };
        /**
         * @description One API that the package describes.
         * @example {
         *       "name": "site",
         *       "title": "folio reference site",
         *       "version": "2.0.0",
         *       "openapi": "openapi.json",
         *       "compact": "api.compact",
         *       "operations": [
         *         {
         *           "id": "getLlmsTxt",
         *           "method": "GET",
         *           "path": "/llms.txt",
         *           "digest": "api/getLlmsTxt.md"
         *         }
         *       ]
         *     }
         */
        ManifestApi: {
            /** @description A short name for the API, unique in the package. */
            name: components["schemas"]["Slug"];
            /** @description The API's title from its OpenAPI document. */
            title: string;
            /** @description The API's version from its OpenAPI document. */
            version: string;
            /** @description Where the OpenAPI document is, as JSON. */
            openapi: components["schemas"]["PackagePath"];
            /** @description Where the whole-API digest in the compact notation is. */
            compact: components["schemas"]["PackagePath"];
            /** @description The API's operations in document order. */
            operations: components["schemas"]["ManifestOperation"][];
        };
        /**
         * @description One operation of an API.
         * @example {
         *       "id": "getLlmsTxt",
         *       "method": "GET",
         *       "path": "/llms.txt",
         *       "digest": "api/getLlmsTxt.md"
         *     }
         */
        ManifestOperation: {
            /** @description The operationId, or, where that is no letter followed by letters, digits, `_`, `.` or `-`, the name the package's paths give the operation instead (`meta/root` is `meta-root`). */
            id: string;
            /**
             * @description The HTTP method, in capitals.
             * @enum {string}
             */
            method: "GET" | "PUT" | "POST" | "DELETE" | "OPTIONS" | "HEAD" | "PATCH" | "TRACE";
            /** @description The path template, relative to the API's base URL. */
            path: string;
            /** @description Where the operation's own digest is, when the package has one. */
            digest?: components["schemas"]["PackagePath"];
        };
        /**
         * @description A page slug, lowercase words joined by single hyphens.
         * @example getting-started
         */
        Slug: string;
        /**
         * @description A path inside the package, relative to the base URL. No segment starts with a dot, so a path can never leave the package.
         * @example docs/getting-started.md
         */
        PackagePath: string;
    };
    responses: {
        /** @description No file exists at this path. The body is the plain text `Not found`. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain; charset=utf-8": "Not found\n";
            };
        };
    };
    parameters: {
        /** @description A shard's number, its position in the manifest's `shards`. */
        ShardNumber: string;
        /** @description A chunk's number; chunk `n` holds records `n * chunk` onwards. */
        ChunkNumber: string;
        /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
        ApiName: string;
        /** @description The name of an API that the manual documents, `invoicing` in folio's own site; in a site built from other contracts, made from each one's title (`Train Travel API` is `train-travel-api`) or file name. */
        DocumentedApiName: string;
        /** @description The API, `invoicing` for the invoicing API the manual documents, whose contract declares webhooks (`example` until version 2.0.0 of this contract); this site's own routes have none. */
        WebhookApiName: "site" | "invoicing";
        /** @description The webhook's name under that API's `webhooks`. */
        WebhookName: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getLlmsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
        };
    };
    getLlmsFullTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The concatenated documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
        };
    };
    getDocPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's slug, as listed in `/llms.txt` and `/manifest.json`. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getSearchIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The search index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchIndex"];
                };
            };
        };
    };
    getAiRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules block. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
        };
    };
    getSpec: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The specification. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
        };
    };
    getManifest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Manifest"];
                };
            };
        };
    };
    getManifestSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schema, a JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getBenchmarks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The benchmark run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BenchmarkRun"];
                };
            };
        };
    };
    getCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageRun"];
                };
            };
        };
    };
    getApiCompact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The digest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
        };
    };
    getExampleApiCompact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of an API that the manual documents, `invoicing` in folio's own site; in a site built from other contracts, made from each one's title (`Train Travel API` is `train-travel-api`) or file name. */
                api: components["parameters"]["DocumentedApiName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The digest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, a JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getExampleApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of an API that the manual documents, `invoicing` in folio's own site; in a site built from other contracts, made from each one's title (`Train Travel API` is `train-travel-api`) or file name. */
                api: components["parameters"]["DocumentedApiName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, a JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getExampleJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document, a JSON object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
        };
    };
    getExampleCompact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The digest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
        };
    };
    getOperationDigest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An operation id as listed in `/api.compact`. */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operation's digest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getHomePage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
        };
    };
    getDocPageHtml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The page's slug, as listed in `/llms.txt` and `/manifest.json`. */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getApiReference: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
                api: components["parameters"]["ApiName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getOperationPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
                api: components["parameters"]["ApiName"];
                /** @description The operation's id in that API's contract. */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getWebhookPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `invoicing` for the invoicing API the manual documents, whose contract declares webhooks (`example` until version 2.0.0 of this contract); this site's own routes have none. */
                api: components["parameters"]["WebhookApiName"];
                /** @description The webhook's name under that API's `webhooks`. */
                webhook: components["parameters"]["WebhookName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getSchemaPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
                api: components["parameters"]["ApiName"];
                /** @description The schema's name under `components/schemas`. */
                schema: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getHomePageMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The landing page as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
        };
    };
    getApiReferenceMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
                api: components["parameters"]["ApiName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getOperationPageMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of an API that the manual documents, `invoicing` in folio's own site; in a site built from other contracts, made from each one's title (`Train Travel API` is `train-travel-api`) or file name. */
                api: components["parameters"]["DocumentedApiName"];
                /** @description The operation's name in paths, its operationId in the API's contract, made URL-safe and unique where it is not (`meta/root` is `meta-root`). */
                operationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getWebhookPageMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `invoicing` for the invoicing API the manual documents, whose contract declares webhooks (`example` until version 2.0.0 of this contract); this site's own routes have none. */
                api: components["parameters"]["WebhookApiName"];
                /** @description The webhook's name under that API's `webhooks`. */
                webhook: components["parameters"]["WebhookName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getSchemaPageMarkdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The API, `site` for this site's own routes or `invoicing` for the invoicing API the manual documents (`example` until version 2.0.0 of this contract); in a site built from other contracts, each API's own name (`train-travel-api`). */
                api: components["parameters"]["ApiName"];
                /** @description The schema's name under `components/schemas`. */
                schema: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference page as Markdown. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getStylesheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stylesheet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css; charset=utf-8": string;
                };
            };
        };
    };
    getScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript; charset=utf-8": string;
                };
            };
        };
    };
    getTryItScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript; charset=utf-8": string;
                };
            };
        };
    };
    getSandboxLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default base URL of the Try it panels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxLink"];
                };
            };
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain; charset=utf-8": string;
                };
            };
        };
    };
    getBrowserSearchManifest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSearchManifest"];
                };
            };
        };
    };
    getBrowserSearchShard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A shard's number, its position in the manifest's `shards`. */
                shard: components["parameters"]["ShardNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shard. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSearchShard"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getBrowserSearchChunk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A chunk's number; chunk `n` holds records `n * chunk` onwards. */
                chunk: components["parameters"]["ChunkNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrowserSearchChunk"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    getFavicon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The icon. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
        };
    };
    getNotFoundPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
        };
    };
}
