/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Tab_Full_TimeInputs */

const en_home_jobs_tab_full_time = /** @type {(inputs: Home_Jobs_Tab_Full_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full-Time`)
};

const fr_home_jobs_tab_full_time = /** @type {(inputs: Home_Jobs_Tab_Full_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps plein`)
};

/**
* | output |
* | --- |
* | "Full-Time" |
*
* @param {Home_Jobs_Tab_Full_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_tab_full_time = /** @type {((inputs?: Home_Jobs_Tab_Full_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Tab_Full_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_tab_full_time(inputs)
	return en_home_jobs_tab_full_time(inputs)
});