/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Type_RemoteInputs */

const en_job_type_remote = /** @type {(inputs: Job_Type_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote`)
};

const fr_job_type_remote = /** @type {(inputs: Job_Type_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télétravail`)
};

/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Job_Type_RemoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_type_remote = /** @type {((inputs?: Job_Type_RemoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Type_RemoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_type_remote(inputs)
	return en_job_type_remote(inputs)
});