/** The contact module as other code sees it: everything else in this folder is its own. */
export { ContactMessage } from './contact-message.entity';
export { ContactResolver } from './contact.resolver';
export { contactRoutes } from './contact.routes';
export { ContactService } from './contact.service';
