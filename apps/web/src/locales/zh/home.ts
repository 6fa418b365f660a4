export const home = {
  welcome: '欢迎，{{name}}',
  user: '用户',
  organization: '组织',
  role: '角色',
  version: '平台版本',
  language: '语言',
  groupsTitle: '您可以使用的功能',
  noGroups: '您的角色还没有任何菜单权限，请联系管理员。',
  mobileTitle: '移动端',
};
