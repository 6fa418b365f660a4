export const auth = {
  title: '登录',
  subtitle: '清洁机器人车队管理平台',
  account: '账号',
  accountPlaceholder: '请输入账号',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  captcha: '验证码',
  captchaPlaceholder: '请输入验证码',
  captchaRefresh: '看不清？点击图片换一张',
  submit: '登录',
  firstLogin: {
    title: '首次登录请修改密码',
    text: '为了账号安全，首次登录必须设置新密码，修改后请用新密码重新登录。',
    signOut: '退出登录',
  },
  passwordChanged: '密码已修改，请用新密码重新登录',
};
