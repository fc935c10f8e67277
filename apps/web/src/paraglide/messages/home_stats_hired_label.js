/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Stats_Hired_LabelInputs */

const en_home_stats_hired_label = /** @type {(inputs: Home_Stats_Hired_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People Hired`)
};

const fr_home_stats_hired_label = /** @type {(inputs: Home_Stats_Hired_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes embauchées`)
};

/**
* | output |
* | --- |
* | "People Hired" |
*
* @param {Home_Stats_Hired_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_stats_hired_label = /** @type {((inputs?: Home_Stats_Hired_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stats_Hired_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_stats_hired_label(inputs)
	return en_home_stats_hired_label(inputs)
});