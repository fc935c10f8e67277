/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Withdraw_QuestionInputs */

const en_my_apps_withdraw_question = /** @type {(inputs: My_Apps_Withdraw_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw this application?`)
};

const fr_my_apps_withdraw_question = /** @type {(inputs: My_Apps_Withdraw_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer cette candidature?`)
};

/**
* | output |
* | --- |
* | "Withdraw this application?" |
*
* @param {My_Apps_Withdraw_QuestionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_withdraw_question = /** @type {((inputs?: My_Apps_Withdraw_QuestionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Withdraw_QuestionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_withdraw_question(inputs)
	return en_my_apps_withdraw_question(inputs)
});