/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Job_Alert_Confirm_Head_DescriptionInputs */

const en_job_alert_confirm_head_description = /** @type {(inputs: Job_Alert_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm that you want to receive new jobs matching your search by email.`)
};

const fr_job_alert_confirm_head_description = /** @type {(inputs: Job_Alert_Confirm_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez que vous voulez recevoir par courriel les nouveaux emplois qui correspondent à votre recherche.`)
};

/**
* | output |
* | --- |
* | "Confirm that you want to receive new jobs matching your search by email." |
*
* @param {Job_Alert_Confirm_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const job_alert_confirm_head_description = /** @type {((inputs?: Job_Alert_Confirm_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Job_Alert_Confirm_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_job_alert_confirm_head_description(inputs)
	return en_job_alert_confirm_head_description(inputs)
});