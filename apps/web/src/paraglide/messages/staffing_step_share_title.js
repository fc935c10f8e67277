/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Share_TitleInputs */

const en_staffing_step_share_title = /** @type {(inputs: Staffing_Step_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Your Needs`)
};

const fr_staffing_step_share_title = /** @type {(inputs: Staffing_Step_Share_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites-nous part de vos besoins`)
};

/**
* | output |
* | --- |
* | "Share Your Needs" |
*
* @param {Staffing_Step_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_share_title = /** @type {((inputs?: Staffing_Step_Share_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Share_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_share_title(inputs)
	return en_staffing_step_share_title(inputs)
});