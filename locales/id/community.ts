/** The community and learning area's shared texts (docs/community.md); each area has its own file. */
export const communityText = {
  menu: {
    group: 'Komunitas',
    feed: 'Linimasa',
    podcasts: 'Podcast',
    webinars: 'Webinar',
    coaching: 'Klinik Konsultasi',
    meetings: 'Rapat Zoom',
  },
};
