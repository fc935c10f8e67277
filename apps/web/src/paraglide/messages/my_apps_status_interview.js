/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Status_InterviewInputs */

const en_my_apps_status_interview = /** @type {(inputs: My_Apps_Status_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interview`)
};

const fr_my_apps_status_interview = /** @type {(inputs: My_Apps_Status_InterviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrevue`)
};

/**
* | output |
* | --- |
* | "Interview" |
*
* @param {My_Apps_Status_InterviewInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_status_interview = /** @type {((inputs?: My_Apps_Status_InterviewInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Status_InterviewInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_status_interview(inputs)
	return en_my_apps_status_interview(inputs)
});