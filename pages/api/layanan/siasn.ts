import { apiRoute, route } from '@/server/http/api-route';
import { listUsulan } from '@/server/siasn/writes/usulan';
import { ownNip, readableNip } from '@/server/siasn/whose-record';
import { UsulanListQuery } from '@/utils/schemas/siasn-usulan';

// Spec section 7: GET /layanan/siasn with jenis_layanan and nip (own NIP for users, any for staff).
export default apiRoute({
  GET: route({
    query: UsulanListQuery,
    handle: ({ user, query }) => listUsulan({ nip: query.nip ? readableNip(user, query.nip) : ownNip(user), actor: user.id, jenis: query.jenis_layanan }),
  }),
});
