/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Meet_DescriptionInputs */

const en_staffing_step_meet_description = /** @type {(inputs: Staffing_Step_Meet_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We present pre-screened candidates, usually within 24-48 hours.`)
};

const fr_staffing_step_meet_description = /** @type {(inputs: Staffing_Step_Meet_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous présentons des candidats présélectionnés, habituellement en 24 à 48 heures.`)
};

/**
* | output |
* | --- |
* | "We present pre-screened candidates, usually within 24-48 hours." |
*
* @param {Staffing_Step_Meet_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_meet_description = /** @type {((inputs?: Staffing_Step_Meet_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Meet_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_meet_description(inputs)
	return en_staffing_step_meet_description(inputs)
});