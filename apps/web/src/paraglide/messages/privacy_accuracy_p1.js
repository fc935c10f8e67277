/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Accuracy_P1Inputs */

const en_privacy_accuracy_p1 = /** @type {(inputs: Privacy_Accuracy_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We make reasonable efforts to keep personal information as accurate, complete and up to date as necessary for the purposes for which it is used, particularly when it is used to make decisions about you or is shared with an employer. Please tell us when your contact details, availability or qualifications change. If you show that information we hold is inaccurate or incomplete, we will correct it and, where appropriate, inform third parties who received it.`)
};

const fr_privacy_accuracy_p1 = /** @type {(inputs: Privacy_Accuracy_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous faisons des efforts raisonnables pour que les renseignements personnels soient aussi exacts, complets et à jour que l’exigent les fins auxquelles ils servent, en particulier lorsqu’ils servent à prendre des décisions à votre sujet ou sont transmis à un employeur. Veuillez nous aviser de tout changement de vos coordonnées, de vos disponibilités ou de vos qualifications. Si vous démontrez que des renseignements que nous détenons sont inexacts ou incomplets, nous les corrigerons et, s’il y a lieu, en informerons les tiers qui les ont reçus.`)
};

/**
* | output |
* | --- |
* | "We make reasonable efforts to keep personal information as accurate, complete and up to date as necessary for the purposes for which it is used, particularly..." |
*
* @param {Privacy_Accuracy_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_accuracy_p1 = /** @type {((inputs?: Privacy_Accuracy_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Accuracy_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_accuracy_p1(inputs)
	return en_privacy_accuracy_p1(inputs)
});