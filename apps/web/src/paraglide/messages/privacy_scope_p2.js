/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Scope_P2Inputs */

const en_privacy_scope_p2 = /** @type {(inputs: Privacy_Scope_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy applies to personal information we collect through our website, by email and telephone, and in the course of providing staffing and recruitment, warehouse and transportation services. It applies to job seekers and candidates, client and employer contacts, carriers, newsletter subscribers and website visitors.`)
};

const fr_privacy_scope_p2 = /** @type {(inputs: Privacy_Scope_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette politique s’applique aux renseignements personnels que nous recueillons sur notre site Web, par courriel et par téléphone, ainsi que dans le cadre de nos services de dotation et de recrutement, d’entreposage et de transport. Elle vise les chercheurs d’emploi et les candidats, les personnes-ressources de nos clients et des employeurs, les transporteurs, les abonnés à l’infolettre et les visiteurs du site Web.`)
};

/**
* | output |
* | --- |
* | "This policy applies to personal information we collect through our website, by email and telephone, and in the course of providing staffing and recruitment, ..." |
*
* @param {Privacy_Scope_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_scope_p2 = /** @type {((inputs?: Privacy_Scope_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Scope_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_scope_p2(inputs)
	return en_privacy_scope_p2(inputs)
});