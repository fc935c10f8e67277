/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Your_SearchInputs */

const en_job_alert_your_search = /** @type {(inputs: Job_Alert_Your_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your search:`)
};

const fr_job_alert_your_search = /** @type {(inputs: Job_Alert_Your_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre recherche :`)
};

/**
* | output |
* | --- |
* | "Your search:" |
*
* @param {Job_Alert_Your_SearchInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_your_search = /** @type {((inputs?: Job_Alert_Your_SearchInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Your_SearchInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_your_search(inputs)
	return en_job_alert_your_search(inputs)
});