// The defaults of folio ask, apart from the rest so that the command line can show them
// without loading the search code.

/** The package asked when none is given: the build output of the working directory. */
export const DEFAULT_PACKAGE = 'dist';

/** The most tokens (o200k_base, counted by the manifest) an answer's sections take. */
export const DEFAULT_BUDGET = 1500;
