/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Benefit_Screened_TitleInputs */

const en_staffing_benefit_screened_title = /** @type {(inputs: Staffing_Benefit_Screened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-Screened and Safety-Trained`)
};

const fr_staffing_benefit_screened_title = /** @type {(inputs: Staffing_Benefit_Screened_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Présélectionnés et formés à la sécurité`)
};

/**
* | output |
* | --- |
* | "Pre-Screened and Safety-Trained" |
*
* @param {Staffing_Benefit_Screened_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_benefit_screened_title = /** @type {((inputs?: Staffing_Benefit_Screened_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Benefit_Screened_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_benefit_screened_title(inputs)
	return en_staffing_benefit_screened_title(inputs)
});