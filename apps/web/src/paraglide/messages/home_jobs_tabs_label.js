/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Tabs_LabelInputs */

const en_home_jobs_tabs_label = /** @type {(inputs: Home_Jobs_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job listings`)
};

const fr_home_jobs_tabs_label = /** @type {(inputs: Home_Jobs_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres d’emploi`)
};

/**
* | output |
* | --- |
* | "Job listings" |
*
* @param {Home_Jobs_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_tabs_label = /** @type {((inputs?: Home_Jobs_Tabs_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Tabs_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_tabs_label(inputs)
	return en_home_jobs_tabs_label(inputs)
});