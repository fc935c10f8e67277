/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Jobs_Tab_Part_TimeInputs */

const en_home_jobs_tab_part_time = /** @type {(inputs: Home_Jobs_Tab_Part_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part-time`)
};

const fr_home_jobs_tab_part_time = /** @type {(inputs: Home_Jobs_Tab_Part_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps partiel`)
};

/**
* | output |
* | --- |
* | "Part-time" |
*
* @param {Home_Jobs_Tab_Part_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_jobs_tab_part_time = /** @type {((inputs?: Home_Jobs_Tab_Part_TimeInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Jobs_Tab_Part_TimeInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_jobs_tab_part_time(inputs)
	return en_home_jobs_tab_part_time(inputs)
});