/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Privacy_Head_DescriptionInputs */

const en_privacy_head_description = /** @type {(inputs: Privacy_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.company} collects, uses, retains and protects personal information under PIPEDA, how we use cookies, and how to request access to your information.`)
};

const fr_privacy_head_description = /** @type {(inputs: Privacy_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment ${i?.company} recueille, utilise, conserve et protège les renseignements personnels en vertu de la LPRPDE, comment nous utilisons les témoins et comment demander l’accès à vos renseignements.`)
};

/**
* | output |
* | --- |
* | "How {company} collects, uses, retains and protects personal information under PIPEDA, how we use cookies, and how to request access to your information." |
*
* @param {Privacy_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_head_description = /** @type {((inputs: Privacy_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_head_description(inputs)
	return en_privacy_head_description(inputs)
});