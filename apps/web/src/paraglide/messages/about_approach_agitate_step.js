/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Approach_Agitate_StepInputs */

const en_about_approach_agitate_step = /** @type {(inputs: About_Approach_Agitate_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agitate`)
};

const fr_about_approach_agitate_step = /** @type {(inputs: About_Approach_Agitate_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conséquences`)
};

/**
* | output |
* | --- |
* | "Agitate" |
*
* @param {About_Approach_Agitate_StepInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_approach_agitate_step = /** @type {((inputs?: About_Approach_Agitate_StepInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Approach_Agitate_StepInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_approach_agitate_step(inputs)
	return en_about_approach_agitate_step(inputs)
});