/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Children_P1Inputs */

const en_privacy_children_p1 = /** @type {(inputs: Privacy_Children_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our website and services are intended for adults and for young people of legal working age in Ontario. We do not knowingly collect personal information from children under the age of 14. If you believe a child has provided us with personal information, please contact us so that we can delete it.`)
};

const fr_privacy_children_p1 = /** @type {(inputs: Privacy_Children_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre site Web et nos services s’adressent aux adultes et aux jeunes ayant l’âge légal de travailler en Ontario. Nous ne recueillons pas sciemment de renseignements personnels auprès d’enfants de moins de 14 ans. Si vous croyez qu’un enfant nous a fourni des renseignements personnels, veuillez communiquer avec nous pour que nous puissions les supprimer.`)
};

/**
* | output |
* | --- |
* | "Our website and services are intended for adults and for young people of legal working age in Ontario. We do not knowingly collect personal information from ..." |
*
* @param {Privacy_Children_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_children_p1 = /** @type {((inputs?: Privacy_Children_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Children_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_children_p1(inputs)
	return en_privacy_children_p1(inputs)
});