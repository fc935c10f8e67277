/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Meet_TitleInputs */

const en_staffing_step_meet_title = /** @type {(inputs: Staffing_Step_Meet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Qualified Candidates`)
};

const fr_staffing_step_meet_title = /** @type {(inputs: Staffing_Step_Meet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rencontrez des candidats qualifiés`)
};

/**
* | output |
* | --- |
* | "Meet Qualified Candidates" |
*
* @param {Staffing_Step_Meet_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_meet_title = /** @type {((inputs?: Staffing_Step_Meet_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Meet_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_meet_title(inputs)
	return en_staffing_step_meet_title(inputs)
});