/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Step_Start_TitleInputs */

const en_staffing_step_start_title = /** @type {(inputs: Staffing_Step_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start and Succeed`)
};

const fr_staffing_step_start_title = /** @type {(inputs: Staffing_Step_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Démarrez et réussissez`)
};

/**
* | output |
* | --- |
* | "Start and Succeed" |
*
* @param {Staffing_Step_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_step_start_title = /** @type {((inputs?: Staffing_Step_Start_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Step_Start_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_step_start_title(inputs)
	return en_staffing_step_start_title(inputs)
});