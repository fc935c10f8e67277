/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Include_RemoteInputs */

const en_jobs_include_remote = /** @type {(inputs: Jobs_Include_RemoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Include remote jobs (${i?.count})`)
};

const fr_jobs_include_remote = /** @type {(inputs: Jobs_Include_RemoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inclure le télétravail (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Include remote jobs ({count})" |
*
* @param {Jobs_Include_RemoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_include_remote = /** @type {((inputs: Jobs_Include_RemoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Include_RemoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_include_remote(inputs)
	return en_jobs_include_remote(inputs)
});