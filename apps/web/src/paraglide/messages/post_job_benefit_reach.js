/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_Job_Benefit_ReachInputs */

const en_post_job_benefit_reach = /** @type {(inputs: Post_Job_Benefit_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach job seekers across the Greater Toronto Area and Ontario`)
};

const fr_post_job_benefit_reach = /** @type {(inputs: Post_Job_Benefit_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joignez des chercheurs d’emploi dans la région du Grand Toronto et partout en Ontario`)
};

/**
* | output |
* | --- |
* | "Reach job seekers across the Greater Toronto Area and Ontario" |
*
* @param {Post_Job_Benefit_ReachInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_job_benefit_reach = /** @type {((inputs?: Post_Job_Benefit_ReachInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Job_Benefit_ReachInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_job_benefit_reach(inputs)
	return en_post_job_benefit_reach(inputs)
});