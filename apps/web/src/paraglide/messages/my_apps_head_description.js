/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Apps_Head_DescriptionInputs */

const en_my_apps_head_description = /** @type {(inputs: My_Apps_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the job applications you sent us, correct your details or withdraw an application, with a link we email you.`)
};

const fr_my_apps_head_description = /** @type {(inputs: My_Apps_Head_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez les candidatures que vous nous avez envoyées, corrigez vos coordonnées ou retirez une candidature, grâce à un lien que nous vous envoyons par courriel.`)
};

/**
* | output |
* | --- |
* | "Follow the job applications you sent us, correct your details or withdraw an application, with a link we email you." |
*
* @param {My_Apps_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_apps_head_description = /** @type {((inputs?: My_Apps_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Apps_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_apps_head_description(inputs)
	return en_my_apps_head_description(inputs)
});