/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown>, shortName: NonNullable<unknown> }} Privacy_Scope_P1Inputs */

const en_privacy_scope_p1 = /** @type {(inputs: Privacy_Scope_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.legalName} ("${i?.shortName}", "we", "us" or "our") respects your privacy and is committed to protecting the personal information entrusted to us. This Privacy Policy explains how we collect, use, disclose, retain and safeguard personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its ten fair information principles.`)
};

const fr_privacy_scope_p1 = /** @type {(inputs: Privacy_Scope_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.legalName} (« ${i?.shortName} », « nous » ou « notre ») respecte votre vie privée et s’engage à protéger les renseignements personnels qui lui sont confiés. La présente politique de confidentialité explique comment nous recueillons, utilisons, communiquons, conservons et protégeons les renseignements personnels conformément à la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et à ses dix principes relatifs à l’équité dans le traitement de l’information.`)
};

/**
* | output |
* | --- |
* | "{legalName} (\"{shortName}\", \"we\", \"us\" or \"our\") respects your privacy and is committed to protecting the personal information entrusted to us. This Privacy ..." |
*
* @param {Privacy_Scope_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_scope_p1 = /** @type {((inputs: Privacy_Scope_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Scope_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_scope_p1(inputs)
	return en_privacy_scope_p1(inputs)
});