/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Stats_LabelInputs */

const en_staffing_stats_label = /** @type {(inputs: Staffing_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing by the numbers`)
};

const fr_staffing_stats_label = /** @type {(inputs: Staffing_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La dotation en chiffres`)
};

/**
* | output |
* | --- |
* | "Staffing by the numbers" |
*
* @param {Staffing_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_stats_label = /** @type {((inputs?: Staffing_Stats_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Stats_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_stats_label(inputs)
	return en_staffing_stats_label(inputs)
});