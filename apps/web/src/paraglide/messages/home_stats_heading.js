/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Home_Stats_HeadingInputs */

const en_home_stats_heading = /** @type {(inputs: Home_Stats_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} by the numbers`)
};

const fr_home_stats_heading = /** @type {(inputs: Home_Stats_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shortName} en chiffres`)
};

/**
* | output |
* | --- |
* | "{shortName} by the numbers" |
*
* @param {Home_Stats_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_stats_heading = /** @type {((inputs: Home_Stats_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Stats_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_stats_heading(inputs)
	return en_home_stats_heading(inputs)
});