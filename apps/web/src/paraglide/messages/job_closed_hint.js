/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Closed_HintInputs */

const en_job_closed_hint = /** @type {(inputs: Job_Closed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See similar open jobs below, or browse every open position.`)
};

const fr_job_closed_hint = /** @type {(inputs: Job_Closed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez les emplois semblables ci-dessous ou parcourez tous les postes ouverts.`)
};

/**
* | output |
* | --- |
* | "See similar open jobs below, or browse every open position." |
*
* @param {Job_Closed_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_closed_hint = /** @type {((inputs?: Job_Closed_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Closed_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_closed_hint(inputs)
	return en_job_closed_hint(inputs)
});