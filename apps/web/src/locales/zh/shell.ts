export const shell = {
  mainMenu: '主菜单',
  collapse: '收起菜单',
  expand: '展开菜单',
  openMenu: '打开菜单',
  mobileMenu: '菜单',
  backToConsole: '返回控制台',
  bell: {
    label: '通知',
    labelUnread: '通知：{{n}} 条未读',
    title: '通知',
    readAll: '全部标为已读',
    empty: '暂无通知，新消息会显示在这里',
    loading: '正在加载通知',
    unreadItem: '未读：{{text}}',
  },
};
