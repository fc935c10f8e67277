/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_P2Inputs */

const en_privacy_collection_p2 = /** @type {(inputs: Privacy_Collection_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not ask for your Social Insurance Number, banking information or similar sensitive details through our website. If you are placed on an assignment, we collect what is legally required for payroll and employment records directly and securely at that time.`)
};

const fr_privacy_collection_p2 = /** @type {(inputs: Privacy_Collection_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne demandons pas votre numéro d’assurance sociale, vos renseignements bancaires ni d’autres renseignements sensibles semblables sur notre site Web. Si vous obtenez une affectation, nous recueillons alors, directement et de façon sécuritaire, ce que la loi exige pour la paie et les dossiers d’emploi.`)
};

/**
* | output |
* | --- |
* | "We do not ask for your Social Insurance Number, banking information or similar sensitive details through our website. If you are placed on an assignment, we ..." |
*
* @param {Privacy_Collection_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_p2 = /** @type {((inputs?: Privacy_Collection_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_p2(inputs)
	return en_privacy_collection_p2(inputs)
});