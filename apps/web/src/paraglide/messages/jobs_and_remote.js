/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Jobs_And_RemoteInputs */

const en_jobs_and_remote = /** @type {(inputs: Jobs_And_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, and remote jobs`)
};

const fr_jobs_and_remote = /** @type {(inputs: Jobs_And_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, et emplois en télétravail`)
};

/**
* | output |
* | --- |
* | ", and remote jobs" |
*
* @param {Jobs_And_RemoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_and_remote = /** @type {((inputs?: Jobs_And_RemoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_And_RemoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_and_remote(inputs)
	return en_jobs_and_remote(inputs)
});