/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Found_OneInputs */

const en_jobs_found_one = /** @type {(inputs: Jobs_Found_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} job found`)
};

const fr_jobs_found_one = /** @type {(inputs: Jobs_Found_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} emploi trouvé`)
};

/**
* | output |
* | --- |
* | "{count} job found" |
*
* @param {Jobs_Found_OneInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_found_one = /** @type {((inputs: Jobs_Found_OneInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Found_OneInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_found_one(inputs)
	return en_jobs_found_one(inputs)
});