/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Jobs_Remote_OnlyInputs */

const en_jobs_remote_only = /** @type {(inputs: Jobs_Remote_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remote only (${i?.count})`)
};

const fr_jobs_remote_only = /** @type {(inputs: Jobs_Remote_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Télétravail seulement (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Remote only ({count})" |
*
* @param {Jobs_Remote_OnlyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const jobs_remote_only = /** @type {((inputs: Jobs_Remote_OnlyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Remote_OnlyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_jobs_remote_only(inputs)
	return en_jobs_remote_only(inputs)
});