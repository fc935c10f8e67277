/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Accountability_P1Inputs */

const en_privacy_accountability_p1 = /** @type {(inputs: Privacy_Accountability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are responsible for personal information under our control. We have designated a Privacy Officer who is accountable for our compliance with this policy and with PIPEDA. Our employees are trained on their privacy obligations, and service providers who handle personal information for us are bound by contract to protect it to a comparable standard.`)
};

const fr_privacy_accountability_p1 = /** @type {(inputs: Privacy_Accountability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes responsables des renseignements personnels dont nous avons la gestion. Nous avons désigné un responsable de la protection de la vie privée qui veille au respect de cette politique et de la LPRPDE. Nos employés sont formés à leurs obligations en matière de confidentialité, et les fournisseurs de services qui traitent des renseignements personnels pour nous sont tenus par contrat de les protéger selon une norme comparable.`)
};

/**
* | output |
* | --- |
* | "We are responsible for personal information under our control. We have designated a Privacy Officer who is accountable for our compliance with this policy an..." |
*
* @param {Privacy_Accountability_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_accountability_p1 = /** @type {((inputs?: Privacy_Accountability_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Accountability_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_accountability_p1(inputs)
	return en_privacy_accountability_p1(inputs)
});