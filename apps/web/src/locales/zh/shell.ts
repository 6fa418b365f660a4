export const shell = {
  mainMenu: '主菜单',
  collapse: '收起菜单',
  expand: '展开菜单',
  openMenu: '打开菜单',
  mobileMenu: '菜单',
  backToConsole: '返回控制台',
};
